// SPDX-License-Identifier: Apache-2.0
// A __managed__ variable behaves like a cudaMallocManaged pointer, valid on host and device: its
// cudaGetSymbolAddress address is the host address of the variable.
#include "../managed.h"
#include "cudasem/cudasem.h"

static __managed__ unsigned symbol_variable[16];

CUDASEM_CASE(ManagedVariable, SymbolAddressIsHostAddress,
    {
        .api = {"cudaMallocManaged", "cudaGetSymbolAddress"},
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (legacy, 13.0) 24.1.2.3. Global-Scope Managed Variables Using __managed__",
            .quote = "CUDA __managed__ variables behave as if they were allocated via cudaMallocManaged()"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  void* device_address = nullptr;

  cudaError_t result = cudaGetSymbolAddress(&device_address, symbol_variable);

  cudasem::observe_pointer("symbol_address", device_address);
  cudasem::observe_pointer("host_address", static_cast<void*>(symbol_variable));
  cudasem::observe("symbol_address_is_host_address", device_address == static_cast<void*>(symbol_variable));
  CUDASEM_EXPECT_ERROR_OF(cudaGetSymbolAddress, result, cudaSuccess);
  CUDASEM_EXPECT_TRUE_NAMED(
      "symbol_address.equals_host_address", device_address == static_cast<void*>(symbol_variable));
}
