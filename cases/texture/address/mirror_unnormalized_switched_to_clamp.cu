// SPDX-License-Identifier: Apache-2.0
// A texture object created with cudaAddressModeMirror and non-normalized coordinates clamps:
// fetches below 0 return T[0] and fetches at or above N return T[N-1] (point sampling).
#include "../texture.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(TextureAddressMirror, UnnormalizedSwitchedToClamp, {
    .api = {"cudaCreateTextureObject"},
    .cite = {.doc = "RT", .section = "cudaCreateTextureObject",
             .quote = "cudaAddressModeWrap and cudaAddressModeMirror won't be supported and will be switched to cudaAddressModeClamp."},
}) {
  namespace t = cudasem_cases::texture;
  const std::vector<float> texels = t::eight_texels();
  cudasem_cases::arrays::Array array;
  CUDASEM_ASSERT_OK(t::make_1d_float_array(array, texels));
  t::TextureObject tex;
  CUDASEM_ASSERT_OK(t::create_texture(tex, t::array_resource(array.get()),
                                      t::texture_desc(cudaAddressModeMirror, cudaFilterModePoint, false)));
  const std::vector<float> xs = {-2.5f, -0.25f, 3.5f, 8.5f, 9.5f, 17.5f};
  std::vector<float> got;

  CUDASEM_ASSERT_OK(t::fetch_1d(tex.get(), xs, got));

  const std::size_t matches = t::count_point_matches(texels, xs, got, cudaAddressModeClamp, false);
  cudasem::observe("fetches_matching_clamp", matches);
  EXPECT_EQ(matches, xs.size());
}
