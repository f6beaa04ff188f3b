// SPDX-License-Identifier: Apache-2.0
// cudaCreateTextureObject over a mipmapped array with normalizedCoords = 0: the text requires
// normalized coordinates and names no error for a descriptor without them (characterization:
// records the code; the same object with normalized coordinates is created, as control).
#include "../texture.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(TextureCreate, MipmappedRequiresNormalizedCoords,
    {
        .api = {"cudaCreateTextureObject"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaCreateTextureObject", .quote = "normalizedCoords must be set to true."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  namespace t = cudasem::texture;
  cudasem::MipmappedArray mip;
  CUDASEM_ASSERT_OK(cudasem::malloc_mipmapped(mip, cudasem::float1_desc(), make_cudaExtent(32, 32, 0), 3));
  cudaResourceDesc res{};
  res.resType = cudaResourceTypeMipmappedArray;
  res.res.mipmap.mipmap = mip.get();
  const cudaTextureDesc unnormalized = t::texture_desc(cudaAddressModeClamp, cudaFilterModePoint, false);
  const cudaTextureDesc normalized = t::texture_desc(cudaAddressModeClamp, cudaFilterModePoint, true);
  t::TextureObject control;
  CUDASEM_ASSERT_OK(t::create_texture(control, res, normalized));
  cudaTextureObject_t tex = 0;

  // A caller requirement: the case records what the call returns.
  const cudaError_t result = cudaCreateTextureObject(&tex, &res, &unnormalized, nullptr);
  cudasem::observe("create_result", result);

  cudasem::last_error(cudasem::LastError::clear);
  if (tex != 0) CUDASEM_EXPECT_OK(cudaDestroyTextureObject(tex));
}
