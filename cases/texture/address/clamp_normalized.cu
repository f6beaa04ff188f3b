// SPDX-License-Identifier: Apache-2.0
// Clamp addressing, normalized coordinates: fetches below 0.0 return T[0] and fetches at or
// above 1.0 return T[N-1] (point sampling of an 8-texel 1D float array).
#include "../texture.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(TextureAddressClamp, Normalized,
    {
        .api = {"cudaCreateTextureObject"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.14.1 Texture Memory",
            .quote =
                "The default addressing mode is to clamp the coordinates to the valid range: [0, N) for non-normalized coordinates and [0.0, 1.0) for normalized coordinates."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::texture::expect_point_fetches(
      cudaAddressModeClamp, /*normalized=*/true, {-0.5f, -0.0625f, 0.0625f, 1.0f, 1.5f, 3.0625f});
}
