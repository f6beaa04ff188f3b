// SPDX-License-Identifier: Apache-2.0
// cuModuleLoad of the fat binary written to a temporary file, then add_one launched with
// cuLaunchKernel: every element is incremented.
#include "../drv.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverModuleLoad, LoadFileLaunches, {
    .api = {"cuModuleLoad"},
    .cite = {.doc = "DRV", .section = "cuModuleLoad",
             .quote = "Takes a filename fname and loads the corresponding module module into the current context."},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  drvcase::PrimaryCurrent primary;
  const cudasem::modules::Image image = cudasem::modules::fatbin();
  drvcase::TempFile file(image.data, image.size, ".fatbin");
  drvcase::Module mod;

  CUDASEM_ASSERT_CU_OK(drv.cuModuleLoad(mod.out(), file.path()));

  CUfunction f = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuModuleGetFunction(&f, mod, cudasem::modules::kAddOne));
  drvcase::DeviceMem mem;
  const CUdeviceptr p = drvcase::alloc_ints(mem, 64, 41);
  CUDASEM_ASSERT_CU_OK(drvcase::launch_add_one(f, p, 64));
  EXPECT_EQ(drvcase::count_equal(drvcase::read_ints(p, 64), 42), 64u);
}
