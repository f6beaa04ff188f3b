// SPDX-License-Identifier: Apache-2.0
// With CUDA_MODULE_LOADING=EAGER, cuLibraryLoadData succeeds while no context exists (right after
// cuInit); a context created afterwards has the library: its add_one kernel, taken with
// cuKernelGetFunction in that context, launches and increments every element.
#include "cudasem/cudasem.h"
#include "../library.h"

CUDASEM_CASE(CuLibraryLoadData, EagerLoadReachesLaterContext,
    {
        .api = {"cuLibraryLoadData"},
        .cite = {.doc = "DRV",
            .section = "cuLibraryLoadData",
            .quote =
                "If module loading is set to EAGER, via the environment variables described in \"Module loading\", library is loaded eagerly into all contexts at the time of the call and future contexts at the time of creation until the library is unloaded with cuLibraryUnload()."},
        .claim = cudasem::Claim::promise,
        .env = {"CUDA_MODULE_LOADING=EAGER"},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  CUDASEM_ASSERT_TRUE_NAMED("context.none_current_before_load", cudasem::current_context() == nullptr);
  cudasem::Library lib;

  CUDASEM_ASSERT_CU_OK(
      drv.cuLibraryLoadData(lib.out(), cudasem::modules::fatbin().data, nullptr, nullptr, 0, nullptr, nullptr, 0));

  cudasem::Context ctx(cudasem::create_context());
  CUkernel kernel = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuLibraryGetKernel(&kernel, lib, cudasem::modules::kAddOne));
  CUfunction f = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuKernelGetFunction(&f, kernel));
  cudasem::DeviceMem mem;
  const CUdeviceptr p = cudasem::alloc_ints(mem, 64, 41);
  CUDASEM_ASSERT_CU_OK(cudasem::launch_add_one(f, p, 64));
  CUDASEM_EXPECT_EQ_NAMED("add_one.ints_incremented", cudasem::count_equal(cudasem::read_ints(p, 64), 42), 64u);
}
