// SPDX-License-Identifier: Apache-2.0
// Nearest-point sampling of an 8-texel 1D float array with non-normalized coordinates returns
// T[floor(x)] (the Programming Guide's formula, computed on the host) at 14 coordinates.
#include "../texture.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(TextureFetchPoint, Unnormalized,
    {
        .api = {"cudaCreateTextureObject"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.14.1 Texture Memory",
            .quote =
                "If it is cudaFilterModePoint, the returned value is the texel whose texture coordinates are the closest to the input texture coordinates."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::texture::expect_point_fetches(cudaAddressModeClamp, /*normalized=*/false,
      {0.0f, 0.25f, 0.5f, 0.75f, 1.125f, 1.5f, 2.25f, 3.75f, 4.0625f, 5.5f, 6.75f, 7.125f, 7.5f, 7.9375f});
}
