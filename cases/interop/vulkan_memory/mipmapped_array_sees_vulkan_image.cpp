// SPDX-License-Identifier: Apache-2.0
// A Vulkan image (RGBA8 unsigned, optimal tiling) exported and mapped as a CUDA mipmapped array:
// level 0 holds every texel Vulkan wrote.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaExternalMemoryGetMappedMipmappedArray, SeesVulkanImage,
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
  const std::vector<unsigned char> data = ix::pattern_bytes(std::size_t{width} * height * 4, 17);
  CUDASEM_ASSERT_TRUE_NAMED("vulkan_image_written", vk.write_image(image, data));
  ix::ExternalMemory memory;
  CUDASEM_ASSERT_OK_OF(cudaImportExternalMemory, ix::import_memory_code(vk, image, memory));
  ix::MappedMipmappedArray mipmap;
  CUDASEM_ASSERT_OK_OF(cudaExternalMemoryGetMappedMipmappedArray, ix::map_image_code(memory, image, mipmap));

  std::vector<unsigned char> seen;
  ASSERT_NO_FATAL_FAILURE(ix::read_level0(mipmap, width, height, seen));
  const std::size_t bad = ix::mismatched_bytes(seen, data);
  CUDASEM_EXPECT_EQ_NAMED("mismatched_bytes_in_level0", bad, 0u);
}
