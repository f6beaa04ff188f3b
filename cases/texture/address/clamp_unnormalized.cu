// SPDX-License-Identifier: Apache-2.0
// Clamp addressing, non-normalized coordinates: fetches below 0 return T[0] and fetches at or
// above N return T[N-1] (point sampling of an 8-texel 1D float array).
#include "../texture.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(TextureAddressClamp, Unnormalized, {
    .api = {"cudaCreateTextureObject"},
    .cite = {.doc = "PG", .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.14.1 Texture Memory",
             .quote = "The default addressing mode is to clamp the coordinates to the valid range: [0, N) for non-normalized coordinates and [0.0, 1.0) for normalized coordinates."},
}) {
  namespace t = cudasem_cases::texture;
  const std::vector<float> texels = t::eight_texels();
  cudasem_cases::arrays::Array array;
  CUDASEM_ASSERT_OK(t::make_1d_float_array(array, texels));
  t::TextureObject tex;
  CUDASEM_ASSERT_OK(t::create_texture(tex, t::array_resource(array.get()),
                                      t::texture_desc(cudaAddressModeClamp, cudaFilterModePoint, false)));
  const std::vector<float> xs = {-3.0f, -0.5f, 0.25f, 8.0f, 8.5f, 100.0f};
  std::vector<float> got;

  CUDASEM_ASSERT_OK(t::fetch_1d(tex.get(), xs, got));

  const std::size_t matches = t::count_point_matches(texels, xs, got, cudaAddressModeClamp, false);
  cudasem::observe("fetches_matching_model", matches);
  EXPECT_EQ(matches, xs.size());
}
