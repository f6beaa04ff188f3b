// SPDX-License-Identifier: Apache-2.0
// With CUDA_MODULE_LOADING=EAGER (cuModuleGetLoadingMode confirms it), cuLibraryLoadData succeeds
// while no context exists (right after cuInit); a context created afterwards has the library loaded
// at its creation: before any kernel of it is asked for, cuLibraryGetModule finds the library's
// module in that context, and its add_one kernel, taken with cuKernelGetFunction there, launches
// and increments every element. (Neither proof tells an eager load from a load on first use, which
// could also pass: the loading mode is checked instead, and the case records what the promise
// implies in a later context.)
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
  CUmoduleLoadingMode mode{};
  CUDASEM_ASSERT_CU_OK(drv.cuModuleGetLoadingMode(&mode));
  CUDASEM_ASSERT_EQ_NAMED("module_loading.mode", mode, CU_MODULE_EAGER_LOADING);
  cudasem::Library lib;

  CUDASEM_ASSERT_CU_OK(
      drv.cuLibraryLoadData(lib.out(), cudasem::modules::fatbin().data, nullptr, nullptr, 0, nullptr, nullptr, 0));

  cudasem::Context ctx(cudasem::create_context());
  CUmodule module = nullptr;
  CUDASEM_EXPECT_CU_OK(drv.cuLibraryGetModule(&module, lib));
  CUDASEM_EXPECT_TRUE_NAMED("later_context.has_library_module", module != nullptr);
  CUkernel kernel = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuLibraryGetKernel(&kernel, lib, cudasem::modules::kAddOne));
  CUfunction f = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuKernelGetFunction(&f, kernel));
  cudasem::DeviceMem mem;
  const CUdeviceptr p = cudasem::alloc_ints(mem, 64, 41);
  CUDASEM_ASSERT_CU_OK(cudasem::launch_add_one(f, p, 64));
  CUDASEM_EXPECT_EQ_NAMED("add_one.ints_incremented", cudasem::count_equal(cudasem::read_ints(p, 64), 42), 64u);
}
