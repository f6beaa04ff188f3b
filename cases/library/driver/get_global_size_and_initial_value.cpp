// SPDX-License-Identifier: Apache-2.0
// cuLibraryGetGlobal("module_global") in the current (primary) context returns size sizeof(int)
// and a pointer holding the initial value 42.
#include "cudasem/cudasem.h"
#include "../lib.h"

CUDASEM_CASE(CuLibraryGetGlobal, SizeAndInitialValue, {
    .api = {"cuLibraryGetGlobal"},
    .cite = {.doc = "DRV", .section = "cuLibraryGetGlobal",
             .quote = "Returns in *dptr and *bytes the base pointer and size of the global with name name for the requested library library and the current context."},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  drvcase::PrimaryCurrent primary;
  drvcase::Library lib;
  libcase::load_driver_library(lib, cudasem::modules::ptx().data);
  CUkernel kernel = nullptr;
  CUfunction f = nullptr;  // loads the library into this context (lazy loading loads on use)
  CUDASEM_ASSERT_CU_OK(drv.cuLibraryGetKernel(&kernel, lib, cudasem::modules::kReadGlobal));
  CUDASEM_ASSERT_CU_OK(drv.cuKernelGetFunction(&f, kernel));
  CUdeviceptr p = 0;
  std::size_t bytes = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuLibraryGetGlobal(&p, &bytes, lib, cudasem::modules::kGlobal));

  cudasem::observe("global_size_bytes", static_cast<unsigned long long>(bytes));
  EXPECT_EQ(bytes, sizeof(int));
  ASSERT_NE(p, 0u);
  EXPECT_EQ(drvcase::read_ints(p, 1)[0], cudasem::modules::kGlobalInitial);
}
