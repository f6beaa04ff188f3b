// SPDX-License-Identifier: Apache-2.0
// Characterization: what cudaDestroyTextureObject and cudaDestroySurfaceObject return for the
// handle 0, which no create call returns.
#include "cudasem/cudasem.h"

CUDASEM_CASE(TextureDestroy, ZeroHandle,
    {
        .api = {"cudaDestroyTextureObject"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaDestroyTextureObject",
            .quote = "Destroys the texture object specified by texObject."},
        .claim = cudasem::Claim::hedge,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));  // the context exists

  const cudaError_t texture = cudaDestroyTextureObject(0);
  cudasem::last_error(cudasem::LastError::clear);
  const cudaError_t surface = cudaDestroySurfaceObject(0);
  cudasem::last_error(cudasem::LastError::clear);

  cudasem::observe("destroy_texture_0", texture);
  cudasem::observe("destroy_surface_0", surface);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
