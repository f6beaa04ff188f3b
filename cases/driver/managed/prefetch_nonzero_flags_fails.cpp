// SPDX-License-Identifier: Apache-2.0
// Characterization: cuMemPrefetchAsync of 2 MiB of managed memory to device 0 with flags 1 is
// called; the text names no outcome for it, and the code is recorded.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPrefetchAsync, NonZeroFlagsFails,
    {
        .api = {"cuMemPrefetchAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemPrefetchAsync",
            .quote = "flags - flags for future use, must be zero now."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("managedMemory") >= 1, cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kBytes = std::size_t{2} << 20;
  cudasem::DeviceMem mem;
  CUDASEM_ASSERT_CU_OK(alloc_managed(mem, kBytes));
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));

  cudasem::observe(
      "prefetch_nonzero_flags_result", drv.cuMemPrefetchAsync(mem.get(), kBytes, mem_location_device(0), 1, stream));

  CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(stream));
}
