// SPDX-License-Identifier: Apache-2.0
// Border addressing (border color left at zero), normalized coordinates: fetches outside
// [0, 1) return 0; an in-range fetch returns its texel (point sampling, 8-texel 1D array).
#include "../texture.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(TextureAddressBorder, NormalizedReturnsZero,
    {
        .api = {"cudaCreateTextureObject"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.14.1 Texture Memory",
            .quote =
                "If the border mode is specified instead, texture fetches with out-of-range texture coordinates return zero."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::texture::expect_point_fetches(
      cudaAddressModeBorder, /*normalized=*/true, {-0.5f, -0.0625f, 0.4375f, 1.0625f, 1.25f});
}
