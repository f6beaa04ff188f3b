// SPDX-License-Identifier: Apache-2.0
// After cudaDestroyExternalMemory, a mipmapped array mapped onto the object is still to be freed
// with cudaFreeMipmappedArray: the text tells the caller to free it and promises nothing of the call,
// so what the destroy and the free return is recorded (characterization).
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDestroyExternalMemory, MipmappedArrayIsFreedWithCudaFreeMipmappedArray,
    {
        .api = {"cudaDestroyExternalMemory", "cudaFreeMipmappedArray"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaDestroyExternalMemory",
            .quote =
                "Any existing buffers and CUDA mipmapped arrays mapped onto this object must no longer be used and must be explicitly freed using cudaFree and cudaFreeMipmappedArray respectively."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  const ix::VkImageRef image = vk.make_image(64, 64);
  CUDASEM_ASSERT_TRUE_NAMED("vulkan_image_created", image.ok());
  ix::ExternalMemory memory;
  CUDASEM_ASSERT_OK_OF(cudaImportExternalMemory, ix::import_memory_code(vk, image, memory));
  ix::MappedMipmappedArray mipmap;
  CUDASEM_ASSERT_OK_OF(cudaExternalMemoryGetMappedMipmappedArray, ix::map_image_code(memory, image, mipmap));

  CUDASEM_RECORD_CODE(cudaDestroyExternalMemory(memory.abandon()));
  CUDASEM_RECORD_CODE(cudaFreeMipmappedArray(mipmap.abandon()));
  cudasem::last_error(cudasem::LastError::clear);
}
