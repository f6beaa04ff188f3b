// SPDX-License-Identifier: Apache-2.0
// Memory registered with Default flags while device 0 is current is, under UVA, mapped and
// portable: with device 1 current cudaHostGetDevicePointer succeeds and a kernel reads and writes it.
#include "cudasem/cudasem.h"
#include "../multi_gpu.h"

CUDASEM_CASE(PortableMemory, HostRegisterDefaultUsableOnOtherDevice,
    {
        .api = {"cudaHostRegister"},
        .cite = {.doc = "RT",
            .section = "cudaHostRegister",
            .quote =
                "cudaHostRegisterDefault: On a system with unified virtual addressing, the memory will be both mapped and portable."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2), cudasem::attr("hostRegisterSupported") >= 1,
            cudasem::attr("unifiedAddressing") >= 1},
        .exclusive = true,
    }) {
  using namespace cudasem::multi_gpu;
  MappedUse use;
  ASSERT_NO_FATAL_FAILURE(device_1_uses_mapped<cudasem::RegisteredBuffer<unsigned>>(
      cudaHostRegisterDefault, [](std::size_t i) { return static_cast<unsigned>(5 * i); }, 0xFACEu,
      Then::make_device_0_current, &use));

  CUDASEM_EXPECT_EQ_NAMED("device_1_kernel.read_host_values", use.read_ok, 4096u);
  CUDASEM_EXPECT_EQ_NAMED("host.sees_device_1_writes", use.written_ok, 4096u);
}
