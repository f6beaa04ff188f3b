// SPDX-License-Identifier: Apache-2.0
// cuModuleLoad of the fat binary written to a temporary file, then add_one launched with
// cuLaunchKernel: every element is incremented.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverModuleLoad, LoadFileLaunches,
    {
        .api = {"cuModuleLoad"},
        .cite = {.doc = "DRV",
            .section = "cuModuleLoad",
            .quote = "Takes a filename fname and loads the corresponding module module into the current context."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  const cudasem::modules::Image image = cudasem::modules::fatbin();
  cudasem::TempFile file(image.data, image.size, ".fatbin");
  cudasem::Module mod;

  CUDASEM_ASSERT_CU_OK(drv.cuModuleLoad(mod.out(), file.path()));

  CUfunction f = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuModuleGetFunction(&f, mod, cudasem::modules::kAddOne));
  cudasem::DeviceMem mem;
  const CUdeviceptr p = cudasem::alloc_ints(mem, 64, 41);
  CUDASEM_ASSERT_CU_OK(cudasem::launch_add_one(f, p, 64));
  CUDASEM_EXPECT_EQ_NAMED("elements.incremented", cudasem::count_equal(cudasem::read_ints(p, 64), 42), 64u);
}
