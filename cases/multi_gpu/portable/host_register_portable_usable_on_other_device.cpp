// SPDX-License-Identifier: Apache-2.0
// Memory registered Portable|Mapped while device 0 is current is mapped for device 1 too:
// cudaHostGetDevicePointer succeeds with device 1 current and a device-1 kernel reads and writes it.
#include "cudasem/cudasem.h"
#include "../multi_gpu.h"

CUDASEM_CASE(PortableMemory, HostRegisterPortableUsableOnOtherDevice,
    {
        .api = {"cudaHostRegister"},
        .cite = {.doc = "RT",
            .section = "cudaHostRegister",
            .quote = "the memory may be mapped into other CUDA contexts via the cudaHostRegisterPortable flag."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2), cudasem::attr("hostRegisterSupported") >= 1,
            cudasem::attr("canMapHostMemory") >= 1},
        .exclusive = true,
    }) {
  using namespace cudasem::multi_gpu;
  MappedUse use;
  ASSERT_NO_FATAL_FAILURE(device_1_uses_mapped<cudasem::RegisteredBuffer<unsigned>>(
      cudaHostRegisterPortable | cudaHostRegisterMapped, [](std::size_t i) { return static_cast<unsigned>(i + 7); },
      0xBEEFu, Then::make_device_0_current, &use));

  cudasem::observe("device_pointer_equals_host_pointer", use.device_pointer_equals_host_pointer);
  CUDASEM_EXPECT_EQ_NAMED("device_1_kernel.read_host_values", use.read_ok, 4096u);
  CUDASEM_EXPECT_EQ_NAMED("host.sees_device_1_writes", use.written_ok, 4096u);
}
