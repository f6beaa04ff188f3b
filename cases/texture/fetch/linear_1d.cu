// SPDX-License-Identifier: Apache-2.0
// Linear filtering of an 8-texel 1D float array at coordinates inside [0.5, N-0.5] returns
// (1-a)T[i] + aT[i+1] with i = floor(x-0.5), a = frac(x-0.5), within the precision of the
// 9-bit fixed-point weight (|T[i+1]-T[i]|/256, plus float rounding).
#include "../texture.h"
#include "cudasem/cudasem.h"

#include <cmath>

CUDASEM_CASE(TextureFetchLinear, OneDimensional,
    {
        .api = {"cudaCreateTextureObject"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 19.2 Linear Filtering",
            .quote =
                "are stored in 9-bit fixed point format with 8 bits of fractional value (so 1.0 is exactly represented)."},
        .claim = cudasem::Claim::promise,
    }) {
  namespace t = cudasem::texture;
  const std::vector<float> texels = t::eight_texels();
  cudasem::Array array;
  CUDASEM_ASSERT_OK(t::make_1d_float_array(array, texels));
  t::TextureObject tex;
  CUDASEM_ASSERT_OK(t::create_texture(
      tex, t::array_resource(array.get()), t::texture_desc(cudaAddressModeClamp, cudaFilterModeLinear, false)));
  const std::vector<float> xs = {0.5f, 0.75f, 1.0f, 1.5f, 2.125f, 3.3f, 4.0f + 1.0f / 256, 4.77f, 5.9f, 6.5f, 7.5f};
  std::vector<float> got;

  CUDASEM_ASSERT_OK(t::fetch_1d(tex.get(), xs, got));

  std::size_t within = 0;
  double worst = 0;
  for (std::size_t k = 0; k < xs.size(); ++k) {
    const t::Linear want = t::linear_1d(texels, xs[k]);
    const double error = std::fabs(got[k] - want.value);
    worst = std::fmax(worst, error);
    within += error <= want.weight_error + 1e-4;
  }
  cudasem::observe("largest_error", worst);
  CUDASEM_EXPECT_EQ_NAMED("fetches_within_precision", within, xs.size());
}
