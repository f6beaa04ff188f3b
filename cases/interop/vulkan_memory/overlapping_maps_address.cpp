// SPDX-License-Identifier: Apache-2.0
// Two buffers mapped over the same range of one memory object "may or may not" share a virtual
// address: recorded (characterization), with whether each sees Vulkan's data.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaExternalMemoryGetMappedBuffer, OverlappingMapsAddress,
    {
        .api = {"cudaExternalMemoryGetMappedBuffer"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaExternalMemoryGetMappedBuffer",
            .quote =
                "Mapping two buffers whose ranges overlap may or may not result in the same virtual address being returned for the overlapped portion."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  const std::size_t bytes = std::size_t{2} << 20;
  const ix::VkBufferRef buffer = vk.make_buffer(bytes);
  CUDASEM_ASSERT_TRUE_NAMED("vulkan_buffer_created", buffer.ok());
  const std::vector<unsigned char> data = ix::pattern_bytes(bytes, 41);
  CUDASEM_ASSERT_TRUE_NAMED("vulkan_buffer_written", vk.write_buffer(buffer, 0, data));
  ix::ExternalMemory memory;
  CUDASEM_ASSERT_OK_OF(cudaImportExternalMemory, ix::import_memory_code(vk, buffer, memory));
  ix::MappedBuffer first, second;
  CUDASEM_ASSERT_OK_OF(cudaExternalMemoryGetMappedBuffer, ix::map_buffer_code(memory, 0, bytes, first));
  CUDASEM_ASSERT_OK_OF(cudaExternalMemoryGetMappedBuffer, ix::map_buffer_code(memory, 0, bytes, second));

  cudasem::observe("overlapping_maps_same_address", first.get() == second.get());
  cudasem::observe("first_map_sees_data", ix::mismatched_bytes(ix::read_device_bytes(first.get(), bytes), data) == 0);
  cudasem::observe("second_map_sees_data", ix::mismatched_bytes(ix::read_device_bytes(second.get(), bytes), data) == 0);
}
