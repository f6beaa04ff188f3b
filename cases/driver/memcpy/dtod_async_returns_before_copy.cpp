// SPDX-License-Identifier: Apache-2.0
// Characterization: the cited text hedges ("should"). A gate holds a non-blocking stream; whether a
// cuMemcpyDtoDAsync of 1 MiB behind it returns while the gate holds is recorded.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyDtoDAsync, ReturnsBeforeCopy,
    {
        .api = {"cuMemcpyDtoDAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Asynchronous)",
            .quote = "For all other transfers, the function should be fully asynchronous."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::Stream stream(cudaStreamNonBlocking);
  constexpr std::size_t kBytes = std::size_t{1} << 20;
  cudasem::DeviceMem a, b;
  const CUdeviceptr src = alloc_device_bytes(a, kBytes), dst = alloc_device_bytes(b, kBytes);
  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD8(src, 0, kBytes));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());

  auto r = cudasem::call_behind_gate_expecting_return(
      stream, [&] { CUDASEM_EXPECT_CU_OK(drv.cuMemcpyDtoDAsync(dst, src, kBytes, stream)); });

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(stream));
}
