// SPDX-License-Identifier: Apache-2.0
// cuLibraryGetGlobal("module_global") in the current (primary) context returns size sizeof(int)
// and a pointer holding the initial value 42.
#include "cudasem/cudasem.h"
#include "../library.h"

CUDASEM_CASE(CuLibraryGetGlobal, SizeAndInitialValue,
    {
        .api = {"cuLibraryGetGlobal"},
        .cite = {.doc = "DRV",
            .section = "cuLibraryGetGlobal",
            .quote =
                "Returns in *dptr and *bytes the base pointer and size of the global with name name for the requested library library and the current context."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::Library lib;
  cudasem::library::load_driver_library(lib, cudasem::modules::ptx().data);
  cudasem::library::load_into_current_context(lib, cudasem::modules::kReadGlobal);
  if (HasFatalFailure()) return;
  CUdeviceptr p = 0;
  std::size_t bytes = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuLibraryGetGlobal(&p, &bytes, lib, cudasem::modules::kGlobal));

  CUDASEM_EXPECT_EQ_NAMED("global_size_bytes", bytes, sizeof(int));
  CUDASEM_ASSERT_TRUE_NAMED("global_pointer.non_null", p != 0u);
  CUDASEM_EXPECT_EQ_NAMED("global.initial_value", cudasem::read_ints(p, 1)[0], cudasem::modules::kGlobalInitial);
}
