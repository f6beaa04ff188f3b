// SPDX-License-Identifier: Apache-2.0
// cuKernelGetFunction of a library kernel in the current (primary) context returns a CUfunction
// that launches with cuLaunchKernel: every element is incremented.
#include "cudasem/cudasem.h"
#include "../library.h"

CUDASEM_CASE(CuKernelGetFunction, FunctionLaunches,
    {
        .api = {"cuKernelGetFunction"},
        .cite = {.doc = "DRV",
            .section = "cuKernelGetFunction",
            .quote =
                "Returns in pFunc the handle of the function for the requested kernel kernel and the current context."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::Library lib;
  cudasem::library::load_driver_library(lib, cudasem::modules::fatbin().data);
  CUkernel kernel = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuLibraryGetKernel(&kernel, lib, cudasem::modules::kAddOne));
  CUfunction f = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuKernelGetFunction(&f, kernel));

  cudasem::DeviceMem mem;
  const CUdeviceptr p = cudasem::alloc_ints(mem, 64, 41);
  CUDASEM_ASSERT_CU_OK(cudasem::launch_add_one(f, p, 64));
  CUDASEM_EXPECT_EQ_NAMED("add_one.ints_incremented", cudasem::count_equal(cudasem::read_ints(p, 64), 42), 64u);
}
