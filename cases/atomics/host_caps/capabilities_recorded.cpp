// SPDX-License-Identifier: Apache-2.0
// Characterization: the host-link atomic capability bitmask of every cudaAtomicOperation on
// device 0, next to hostNativeAtomicSupported and onlyPartialHostNativeAtomicSupported.
#include "cudasem/cudasem.h"

#include <string>

CUDASEM_CASE(CudaDeviceGetHostAtomicCapabilities, CapabilitiesRecorded,
    {
        .api = {"cudaDeviceGetHostAtomicCapabilities"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetHostAtomicCapabilities",
            .quote =
                "For each cudaAtomicOperation in *operations, the corresponding result in *capabilities will be a bitmask indicating which of cudaAtomicOperationCapability the link supports natively."},
        .claim = cudasem::Claim::hedge,
    }) {
  constexpr unsigned kOperations = 13;  // cudaAtomicOperationIntegerAdd .. cudaAtomicOperationFloatMax
  cudaAtomicOperation operations[kOperations];
  for (unsigned i = 0; i < kOperations; ++i) operations[i] = static_cast<cudaAtomicOperation>(i);
  unsigned capabilities[kOperations] = {};
  int host_native = -1, partial = -1;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&host_native, cudaDevAttrHostNativeAtomicSupported, 0));
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&partial, cudaDevAttrOnlyPartialHostNativeAtomicSupported, 0));

  cudaError_t result = cudaDeviceGetHostAtomicCapabilities(capabilities, operations, kOperations, 0);

  cudasem::observe("host_atomic_capabilities_result", result);
  cudasem::environment("host_native_atomic_supported", host_native);
  cudasem::environment("only_partial_host_native_atomic_supported", partial);
  for (unsigned i = 0; i < kOperations; ++i) {
    const std::string name = "capabilities_operation_" + std::to_string(i);  // a fact of the host link
    cudasem::environment(name, capabilities[i]);
  }
  CUDASEM_EXPECT_OK_OF(cudaDeviceGetHostAtomicCapabilities, result);
}
