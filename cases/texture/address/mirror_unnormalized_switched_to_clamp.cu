// SPDX-License-Identifier: Apache-2.0
// A texture object created with cudaAddressModeMirror and non-normalized coordinates clamps:
// fetches below 0 return T[0] and fetches at or above N return T[N-1] (point sampling).
#include "../texture.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(TextureAddressMirror, UnnormalizedSwitchedToClamp,
    {
        .api = {"cudaCreateTextureObject"},
        .cite = {.doc = "RT",
            .section = "cudaCreateTextureObject",
            .quote =
                "cudaAddressModeWrap and cudaAddressModeMirror won't be supported and will be switched to cudaAddressModeClamp."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::texture::expect_point_fetches_as(cudaAddressModeMirror, /*normalized=*/false,
      {-2.5f, -0.25f, 3.5f, 8.5f, 9.5f, 17.5f},
      /*behaves_as=*/cudaAddressModeClamp, "fetches_matching_clamp");
}
