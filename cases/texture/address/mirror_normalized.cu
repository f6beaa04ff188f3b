// SPDX-License-Identifier: Apache-2.0
// Mirror addressing, normalized coordinates: u becomes frac(u) when floor(u) is even and
// 1-frac(u) when it is odd (point sampling of an 8-texel 1D array; texel centres).
#include "../texture.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(TextureAddressMirror, Normalized,
    {
        .api = {"cudaCreateTextureObject"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.14.1 Texture Memory",
            .quote =
                "When using the mirror mode, each coordinate x is converted to frac(x) if floor(x) is even and 1-frac(x) if floor(x) is odd."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::texture::expect_point_fetches(
      cudaAddressModeMirror, /*normalized=*/true, {1.0625f, 1.5625f, 2.3125f, -0.3125f, 3.8125f, 0.4375f});
}
