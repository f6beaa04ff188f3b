// SPDX-License-Identifier: Apache-2.0
// Wrap addressing, normalized coordinates: u is replaced by frac(u) (point sampling of an
// 8-texel 1D float array; coordinates fall on texel centres).
#include "../texture.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(TextureAddressWrap, Normalized, {
    .api = {"cudaCreateTextureObject"},
    .cite = {.doc = "PG", .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.14.1 Texture Memory",
             .quote = "When using the wrap mode, each coordinate x is converted to frac(x)=x - floor(x) where floor(x) is the largest integer not greater than x."},
}) {
  namespace t = cudasem_cases::texture;
  const std::vector<float> texels = t::eight_texels();
  cudasem_cases::arrays::Array array;
  CUDASEM_ASSERT_OK(t::make_1d_float_array(array, texels));
  t::TextureObject tex;
  CUDASEM_ASSERT_OK(t::create_texture(tex, t::array_resource(array.get()),
                                      t::texture_desc(cudaAddressModeWrap, cudaFilterModePoint, true)));
  const std::vector<float> xs = {1.0625f, 1.5625f, 2.9375f, -0.3125f, -1.9375f, 0.4375f};
  std::vector<float> got;

  CUDASEM_ASSERT_OK(t::fetch_1d(tex.get(), xs, got));

  const std::size_t matches = t::count_point_matches(texels, xs, got, cudaAddressModeWrap, true);
  cudasem::observe("fetches_matching_model", matches);
  EXPECT_EQ(matches, xs.size());
}
