// SPDX-License-Identifier: Apache-2.0
// The other direction: texels CUDA copies into level 0 of the mapped mipmapped array are what
// Vulkan reads from its image, every byte.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaExternalMemoryGetMappedMipmappedArray, VulkanSeesCudaWrites,
    {
        .api = {"cudaImportExternalMemory", "cudaExternalMemoryGetMappedMipmappedArray"},
        .cite = {.doc = "RT",
            .section = "cudaExternalMemoryGetMappedMipmappedArray",
            .quote = "Maps a CUDA mipmapped array onto an external object and returns a handle to it in mipmap."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  const unsigned width = 256, height = 128;
  const ix::VkImageRef image = vk.make_image(width, height);
  CUDASEM_ASSERT_TRUE_NAMED("vulkan_image_created", image.ok());
  ix::ExternalMemory memory;
  CUDASEM_ASSERT_OK_OF(cudaImportExternalMemory, ix::import_memory_code(vk, image, memory));
  ix::MappedMipmappedArray mipmap;
  CUDASEM_ASSERT_OK_OF(cudaExternalMemoryGetMappedMipmappedArray, ix::map_image_code(memory, image, mipmap));

  const std::vector<unsigned char> data = ix::pattern_bytes(std::size_t{width} * height * 4, 29);
  ASSERT_NO_FATAL_FAILURE(ix::write_level0(mipmap, width, height, data));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  std::vector<unsigned char> seen;
  CUDASEM_ASSERT_TRUE_NAMED("vulkan_image_read_back", vk.read_image(image, seen));
  const std::size_t bad = ix::mismatched_bytes(seen, data);
  CUDASEM_EXPECT_EQ_NAMED("mismatched_bytes_read_by_vulkan", bad, 0u);
}
