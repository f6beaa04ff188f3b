// SPDX-License-Identifier: Apache-2.0
// cuKernelGetAttribute(CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK) of a library kernel for device 0
// equals cuFuncGetAttribute of the same kernel's CUfunction in device 0's primary context.
#include "cudasem/cudasem.h"
#include "../library.h"

CUDASEM_CASE(CuKernelGetAttribute, MatchesFunction,
    {
        .api = {"cuKernelGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuKernelGetAttribute",
            .quote =
                "Returns in *pi the integer value of the attribute attrib for the kernel kernel for the requested device dev."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::Library lib;
  cudasem::library::load_driver_library(lib, cudasem::modules::fatbin().data);
  CUkernel kernel = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuLibraryGetKernel(&kernel, lib, cudasem::modules::kAddValue));
  int of_kernel = 0, of_function = -1;

  CUDASEM_ASSERT_CU_OK(
      drv.cuKernelGetAttribute(&of_kernel, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, kernel, primary.device()));

  CUfunction f = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuKernelGetFunction(&f, kernel));
  CUDASEM_ASSERT_CU_OK(drv.cuFuncGetAttribute(&of_function, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, f));
  cudasem::environment("max_threads_per_block", of_kernel);
  CUDASEM_EXPECT_TRUE_NAMED("max_threads_per_block.positive", of_kernel > 0);
  CUDASEM_EXPECT_EQ_NAMED("max_threads_per_block.matches_function", of_kernel, of_function);
}
