// SPDX-License-Identifier: Apache-2.0
// Border addressing (border color left at zero), non-normalized coordinates: out-of-range
// fetches return 0; an in-range fetch returns its texel (point sampling, 8-texel 1D array).
#include "../texture.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(TextureAddressBorder, ReturnsZero, {
    .api = {"cudaCreateTextureObject"},
    .cite = {.doc = "PG", .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.14.1 Texture Memory",
             .quote = "If the border mode is specified instead, texture fetches with out-of-range texture coordinates return zero."},
}) {
  namespace t = cudasem_cases::texture;
  const std::vector<float> texels = t::eight_texels();
  cudasem_cases::arrays::Array array;
  CUDASEM_ASSERT_OK(t::make_1d_float_array(array, texels));
  t::TextureObject tex;
  CUDASEM_ASSERT_OK(t::create_texture(tex, t::array_resource(array.get()),
                                      t::texture_desc(cudaAddressModeBorder, cudaFilterModePoint, false)));
  const std::vector<float> xs = {-1.0f, -0.25f, 3.5f, 8.25f, 9.5f};
  std::vector<float> got;

  CUDASEM_ASSERT_OK(t::fetch_1d(tex.get(), xs, got));

  const std::size_t matches = t::count_point_matches(texels, xs, got, cudaAddressModeBorder, false);
  cudasem::observe("fetches_matching_model", matches);
  EXPECT_EQ(matches, xs.size());
}
