// SPDX-License-Identifier: Apache-2.0
// cuModuleLoadData of the embedded fat binary, then add_one launched with cuLaunchKernel: every
// element is incremented.
#include "../drv.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverModuleLoad, LoadDataFatbinLaunches, {
    .api = {"cuModuleLoadData"},
    .cite = {.doc = "DRV", .section = "cuModuleLoadData",
             .quote = "The image may be a cubin or fatbin as output by nvcc, or a NULL-terminated PTX, either as output by nvcc or hand-written."},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  drvcase::PrimaryCurrent primary;
  const cudasem::modules::Image image = cudasem::modules::fatbin();
  drvcase::Module mod;

  CUDASEM_ASSERT_CU_OK(drv.cuModuleLoadData(mod.out(), image.data));

  CUfunction f = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuModuleGetFunction(&f, mod, cudasem::modules::kAddOne));
  drvcase::DeviceMem mem;
  const CUdeviceptr p = drvcase::alloc_ints(mem, 64, 41);
  CUDASEM_ASSERT_CU_OK(drvcase::launch_add_one(f, p, 64));
  EXPECT_EQ(drvcase::count_equal(drvcase::read_ints(p, 64), 42), 64u);
}
