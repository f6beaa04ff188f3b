// SPDX-License-Identifier: Apache-2.0
// cuModuleLoadData of the embedded PTX (JIT-compiled), then add_one launched with cuLaunchKernel:
// every element is incremented.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverModuleLoad, LoadDataPtxLaunches,
    {
        .api = {"cuModuleLoadData"},
        .cite = {.doc = "DRV",
            .section = "cuModuleLoadData",
            .quote =
                "The image may be a cubin or fatbin as output by nvcc, or a NULL-terminated PTX, either as output by nvcc or hand-written."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  const cudasem::modules::Image image = cudasem::modules::ptx();
  cudasem::environment("ptx_arch", image.arch);
  cudasem::Module mod;

  CUDASEM_ASSERT_CU_OK(drv.cuModuleLoadData(mod.out(), image.data));

  CUfunction f = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuModuleGetFunction(&f, mod, cudasem::modules::kAddOne));
  cudasem::DeviceMem mem;
  const CUdeviceptr p = cudasem::alloc_ints(mem, 64, 41);
  CUDASEM_ASSERT_CU_OK(cudasem::launch_add_one(f, p, 64));
  CUDASEM_EXPECT_EQ_NAMED("elements.incremented", cudasem::count_equal(cudasem::read_ints(p, 64), 42), 64u);
}
