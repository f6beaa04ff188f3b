// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceSynchronize, WaitsForNonBlockingStream,
    {
        .api = {"cudaDeviceSynchronize"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.8.5.3. Explicit Synchronization",
            .quote = "cudaDeviceSynchronize() waits until all preceding commands in all streams of all host "
                     "threads have completed."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);

  auto v = cudasem::call_waits_for_gate(stream, [] { CUDASEM_EXPECT_OK(cudaDeviceSynchronize()); });

  cudasem::measure("return_ms_at_100ms_release", v.return_short_ms);
  cudasem::measure("return_ms_at_1000ms_release", v.return_long_ms);
  CUDASEM_EXPECT_TRUE_NAMED("device_synchronize.waited_for_gate", v.waited)
      << "cudaDeviceSynchronize's return did not follow the gate's release at both delays";
}
