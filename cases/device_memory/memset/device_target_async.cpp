// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; a memset on device memory must return while it holds.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemset, DeviceTargetIsAsynchronous,
    {
        .api = {"cudaMemset"},
        .cite = {.doc = "SYNC",
            .section = "Memset",
            .quote =
                "The cudaMemset functions are asynchronous with respect to the host except when the target memory is pinned host memory."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::DeviceBuffer<unsigned char> device(1 << 20);

  auto r = cudasem::call_behind_gate_expecting_return(
      nullptr, [&] { CUDASEM_EXPECT_OK(cudaMemset(device.data(), 0x5a, device.bytes())); });

  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
