// SPDX-License-Identifier: Apache-2.0
// Wrap addressing, normalized coordinates: u is replaced by frac(u) (point sampling of an
// 8-texel 1D float array; coordinates fall on texel centres).
#include "../texture.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(TextureAddressWrap, Normalized,
    {
        .api = {"cudaCreateTextureObject"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.14.1 Texture Memory",
            .quote =
                "When using the wrap mode, each coordinate x is converted to frac(x)=x - floor(x) where floor(x) is the largest integer not greater than x."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::texture::expect_point_fetches(
      cudaAddressModeWrap, /*normalized=*/true, {1.0625f, 1.5625f, 2.9375f, -0.3125f, -1.9375f, 0.4375f});
}
