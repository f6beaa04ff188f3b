// SPDX-License-Identifier: Apache-2.0
// A gate holds a non-blocking stream; a cuMemsetD32Async of 1 MiB of device memory in that stream
// must return while the gate still holds; the words hold the value after cuStreamSynchronize.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemsetD32Async, ReturnsWhileStreamHeld,
    {
        .api = {"cuMemsetD32Async"},
        .cite = {.doc = "SYNC",
            .section = "Memset",
            .quote = "The Async versions are always asynchronous with respect to the host."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::Stream stream(cudaStreamNonBlocking);
  constexpr std::size_t kWords = std::size_t{1} << 18;
  cudasem::DeviceMem mem;
  const CUdeviceptr device = alloc_device_bytes(mem, kWords * 4);

  auto r = cudasem::call_behind_gate_expecting_return(
      stream, [&] { CUDASEM_EXPECT_CU_OK(drv.cuMemsetD32Async(device, 0x5a5a5a5au, kWords, stream)); });

  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(stream));
}
