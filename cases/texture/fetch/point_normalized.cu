// SPDX-License-Identifier: Apache-2.0
// Nearest-point sampling with normalized coordinates: u addresses texel floor(u * N) of an
// 8-texel 1D float array (computed on the host) at 11 coordinates in [0, 1).
#include "../texture.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(TextureFetchPoint, Normalized,
    {
        .api = {"cudaCreateTextureObject"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.14.1 Texture Memory",
            .quote =
                "Normalized texture coordinates cause the coordinates to be specified in the range [0.0, 1.0-1/N] instead of [0, N-1]"},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::texture::expect_point_fetches(cudaAddressModeClamp, /*normalized=*/true,
      {0.0f, 0.03125f, 0.0625f, 0.15625f, 0.1875f, 0.3125f, 0.53125f, 0.6875f, 0.90625f, 0.9375f, 0.96875f});
}
