// SPDX-License-Identifier: Apache-2.0
// With CUDA_MODULE_LOADING=EAGER, cuLibraryLoadData succeeds while no context exists (right after
// cuInit); a context created afterwards has the library: its add_one kernel, taken with
// cuKernelGetFunction in that context, launches and increments every element.
#include "cudasem/cudasem.h"
#include "../lib.h"

CUDASEM_CASE(CuLibraryLoadData, EagerLoadReachesLaterContext, {
    .api = {"cuLibraryLoadData"},
    .cite = {.doc = "DRV", .section = "cuLibraryLoadData",
             .quote = "If module loading is set to EAGER, via the environment variables described in \"Module loading\", library is loaded eagerly into all contexts at the time of the call and future contexts at the time of creation until the library is unloaded with cuLibraryUnload()."},
    .env = {"CUDA_MODULE_LOADING=EAGER"},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  ASSERT_EQ(drvcase::current_context(), nullptr);
  drvcase::Library lib;

  CUDASEM_ASSERT_CU_OK(drv.cuLibraryLoadData(lib.out(), cudasem::modules::fatbin().data, nullptr, nullptr, 0, nullptr, nullptr, 0));

  drvcase::Context ctx(drvcase::create_context());
  CUkernel kernel = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuLibraryGetKernel(&kernel, lib, cudasem::modules::kAddOne));
  CUfunction f = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuKernelGetFunction(&f, kernel));
  drvcase::DeviceMem mem;
  const CUdeviceptr p = drvcase::alloc_ints(mem, 64, 41);
  CUDASEM_ASSERT_CU_OK(drvcase::launch_add_one(f, p, 64));
  EXPECT_EQ(drvcase::count_equal(drvcase::read_ints(p, 64), 42), 64u);
}
