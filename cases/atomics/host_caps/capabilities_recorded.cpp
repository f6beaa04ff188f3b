// SPDX-License-Identifier: Apache-2.0
// Characterization: the host-link atomic capability bitmask of every cudaAtomicOperation on
// device 0, next to hostNativeAtomicSupported and onlyPartialHostNativeAtomicSupported.
#include "cudasem/cudasem.h"

#include <string>

CUDASEM_CASE(CudaDeviceGetHostAtomicCapabilities, CapabilitiesRecorded, {
    .id = "atomics.host_caps.capabilities_recorded",
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "RT", .section = "cudaDeviceGetHostAtomicCapabilities",
             .quote = "For each cudaAtomicOperation in *operations, the corresponding result in *capabilities will be a bitmask indicating which of cudaAtomicOperationCapability the link supports natively.",
             .version = "13.0"},
}) {
  constexpr unsigned kOperations = 13;  // cudaAtomicOperationIntegerAdd .. cudaAtomicOperationFloatMax
  cudaAtomicOperation operations[kOperations];
  for (unsigned i = 0; i < kOperations; ++i) operations[i] = static_cast<cudaAtomicOperation>(i);
  unsigned capabilities[kOperations] = {};
  int host_native = -1, partial = -1;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&host_native, cudaDevAttrHostNativeAtomicSupported, 0));
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&partial, cudaDevAttrOnlyPartialHostNativeAtomicSupported, 0));

  cudaError_t result = cudaDeviceGetHostAtomicCapabilities(capabilities, operations, kOperations, 0);

  cudasem::observe("result", cudasem::error_text(result));
  cudasem::observe("host_native_atomic_supported", host_native);
  cudasem::observe("only_partial_host_native_atomic_supported", partial);
  for (unsigned i = 0; i < kOperations; ++i)
    cudasem::observe("capabilities_operation_" + std::to_string(i), capabilities[i]);
  CUDASEM_EXPECT_OK(result);
}
