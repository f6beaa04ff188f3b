// SPDX-License-Identifier: Apache-2.0
// cudaLibraryGetGlobal("module_global") returns size sizeof(int) and a device pointer holding the
// initial value 42 (read with cudaMemcpy).
#include "../library.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLibraryGetGlobal, SizeAndInitialValue,
    {
        .api = {"cudaLibraryGetGlobal"},
        .cite = {.doc = "RT",
            .section = "cudaLibraryGetGlobal",
            .quote =
                "Returns in *dptr and *bytes the base pointer and size of the global with name name for the requested library library and the current device."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::library::RtLibrary lib = cudasem::library::load(cudasem::modules::fatbin().data);
  ASSERT_NE(lib.get(), nullptr);
  void* p = nullptr;
  std::size_t bytes = 0;

  CUDASEM_ASSERT_OK(cudaLibraryGetGlobal(&p, &bytes, lib.get(), cudasem::modules::kGlobal));

  CUDASEM_EXPECT_EQ_NAMED("global_size_bytes", bytes, sizeof(int));
  CUDASEM_ASSERT_TRUE_NAMED("global_pointer.returned", p != nullptr);
  int value = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&value, p, sizeof value, cudaMemcpyDeviceToHost));
  CUDASEM_EXPECT_EQ_NAMED("global.initial_value", value, cudasem::modules::kGlobalInitial);
}
