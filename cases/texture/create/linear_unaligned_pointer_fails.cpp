// SPDX-License-Identifier: Apache-2.0
// cudaCreateTextureObject over linear memory whose devPtr is 4 bytes past a textureAlignment
// boundary: what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../texture.h"
#include "cudasem/cudasem.h"

#include <cstdint>

CUDASEM_CASE(TextureCreate, LinearUnalignedPointerFails,
    {
        .api = {"cudaCreateTextureObject"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaCreateTextureObject",
            .quote = "must be set to a valid device pointer, that is aligned to"},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  int alignment = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&alignment, cudaDevAttrTextureAlignment, 0));
  cudasem::environment("texture_alignment", alignment);
  cudasem::DeviceBuffer<unsigned char> storage(4096 + 2 * alignment);
  const auto base = reinterpret_cast<std::uintptr_t>(storage.data());
  const std::uintptr_t aligned = (base + alignment - 1) / alignment * alignment;
  cudaResourceDesc res{};
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = reinterpret_cast<void*>(aligned + 4);
  res.res.linear.desc = cudasem::float1_desc();
  res.res.linear.sizeInBytes = 4096;
  const cudaTextureDesc desc = cudasem::texture::texture_desc(cudaAddressModeClamp, cudaFilterModePoint, false);
  cudaTextureObject_t tex = 0;

  cudasem::observe("cudaCreateTextureObject_result", cudaCreateTextureObject(&tex, &res, &desc, nullptr));

  cudasem::last_error(cudasem::LastError::clear);
  if (tex != 0) CUDASEM_EXPECT_OK(cudaDestroyTextureObject(tex));
}
