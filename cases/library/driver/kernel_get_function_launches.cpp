// SPDX-License-Identifier: Apache-2.0
// cuKernelGetFunction of a library kernel in the current (primary) context returns a CUfunction
// that launches with cuLaunchKernel: every element is incremented.
#include "cudasem/cudasem.h"
#include "../lib.h"

CUDASEM_CASE(CuKernelGetFunction, FunctionLaunches, {
    .api = {"cuKernelGetFunction"},
    .cite = {.doc = "DRV", .section = "cuKernelGetFunction",
             .quote = "Returns in pFunc the handle of the function for the requested kernel kernel and the current context."},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  drvcase::PrimaryCurrent primary;
  drvcase::Library lib;
  libcase::load_driver_library(lib, cudasem::modules::fatbin().data);
  CUkernel kernel = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuLibraryGetKernel(&kernel, lib, cudasem::modules::kAddOne));
  CUfunction f = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuKernelGetFunction(&f, kernel));

  drvcase::DeviceMem mem;
  const CUdeviceptr p = drvcase::alloc_ints(mem, 64, 41);
  CUDASEM_ASSERT_CU_OK(drvcase::launch_add_one(f, p, 64));
  EXPECT_EQ(drvcase::count_equal(drvcase::read_ints(p, 64), 42), 64u);
}
