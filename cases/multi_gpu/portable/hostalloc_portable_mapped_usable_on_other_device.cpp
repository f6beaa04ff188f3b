// SPDX-License-Identifier: Apache-2.0
// Portable|Mapped memory allocated while device 0 is current is mapped into device 1's
// context too: cudaHostGetDevicePointer succeeds there and a device-1 kernel reads and writes it.
#include "cudasem/cudasem.h"
#include "../multi_gpu.h"

CUDASEM_CASE(PortableMemory, HostAllocPortableMappedUsableOnOtherDevice,
    {
        .api = {"cudaHostAlloc"},
        .cite = {.doc = "RT",
            .section = "cudaHostAlloc",
            .quote = "the memory may be mapped into other CUDA contexts via the cudaHostAllocPortable flag."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2), cudasem::attr("canMapHostMemory") >= 1},
        .exclusive = true,
    }) {
  using namespace cudasem::multi_gpu;
  MappedUse use;
  ASSERT_NO_FATAL_FAILURE(device_1_uses_mapped<cudasem::PinnedBuffer<unsigned>>(
      cudaHostAllocPortable | cudaHostAllocMapped, [](std::size_t i) { return static_cast<unsigned>(i); }, 0xC0FFEEu,
      Then::stay_on_device_1, &use));

  cudasem::observe("device_pointer_equals_host_pointer", use.device_pointer_equals_host_pointer);
  CUDASEM_EXPECT_EQ_NAMED("device_1_kernel.read_host_values", use.read_ok, 4096u)
      << "device 1 kernel read the host values";
  CUDASEM_EXPECT_EQ_NAMED("host.sees_device_1_writes", use.written_ok, 4096u) << "host sees device 1 kernel's writes";
}
