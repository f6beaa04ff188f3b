// SPDX-License-Identifier: Apache-2.0
// Border addressing (border color left at zero), non-normalized coordinates: out-of-range
// fetches return 0; an in-range fetch returns its texel (point sampling, 8-texel 1D array).
#include "../texture.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(TextureAddressBorder, ReturnsZero,
    {
        .api = {"cudaCreateTextureObject"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.14.1 Texture Memory",
            .quote =
                "If the border mode is specified instead, texture fetches with out-of-range texture coordinates return zero."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::texture::expect_point_fetches(
      cudaAddressModeBorder, /*normalized=*/false, {-1.0f, -0.25f, 3.5f, 8.25f, 9.5f});
}
