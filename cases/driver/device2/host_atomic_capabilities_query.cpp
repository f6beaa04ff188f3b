// SPDX-License-Identifier: Apache-2.0
// cuDeviceGetHostAtomicCapabilities of device 0 for every CUatomicOperation succeeds; each bitmask is
// recorded.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceGetHostAtomicCapabilities, QueryEveryOperation,
    {
        .api = {"cuDeviceGetHostAtomicCapabilities"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceGetHostAtomicCapabilities",
            .quote =
                "For each CUatomicOperation in *operations, the corresponding result in *capabilities will be a bitmask indicating which of CUatomicOperationCapability the link supports natively."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  constexpr unsigned kOps = CU_ATOMIC_OPERATION_MAX;
  std::vector<CUatomicOperation> ops(kOps);
  for (unsigned i = 0; i < kOps; ++i) ops[i] = static_cast<CUatomicOperation>(i);
  std::vector<unsigned> caps(kOps, 0xffffffffu);

  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGetHostAtomicCapabilities(caps.data(), ops.data(), kOps, cudasem::device0()));

  for (unsigned i = 0; i < kOps; ++i) cudasem::environment("host_atomic.operation_" + std::to_string(i), caps[i]);
}
