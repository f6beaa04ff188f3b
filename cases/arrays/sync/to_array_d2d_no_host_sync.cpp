// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; cudaMemcpy2DToArray from device memory into an array behind
// it must return while it holds.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy2DToArraySync, DeviceToArrayDoesNotSyncHost,
    {
        .api = {"cudaMemcpy2DToArray"},
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Synchronous)",
            .quote = "For transfers from device memory to device memory, no host-side synchronization is performed."},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr std::size_t kW = 1024, kH = 128;
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::uchar1_desc(), kW, kH));
  cudasem::DeviceBuffer<unsigned char> device(kW * kH);
  CUDASEM_ASSERT_OK(cudaMemset(device.data(), 1, device.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  auto r = cudasem::call_behind_gate_expecting_return(nullptr, [&] {
    CUDASEM_EXPECT_OK(cudaMemcpy2DToArray(array.get(), 0, 0, device.data(), kW, kW, kH, cudaMemcpyDeviceToDevice));
  });

  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("gate_finished_at_return", r.gate_finished_at_return, false);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
