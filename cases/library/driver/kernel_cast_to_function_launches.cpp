// SPDX-License-Identifier: Apache-2.0
// cuLibraryLoadData of the PTX, cuLibraryGetKernel("add_one"), and cuLaunchKernel of that
// CUkernel cast to CUfunction (in the current primary context): every element is incremented.
#include "cudasem/cudasem.h"
#include "../library.h"

CUDASEM_CASE(CuLaunchKernel, KernelCastToFunctionLaunches,
    {
        .api = {"cuLaunchKernel"},
        .cite = {.doc = "DRV",
            .section = "cuLaunchKernel",
            .quote =
                "Note that the API can also be used to launch context-less kernel CUkernel by querying the handle using cuLibraryGetKernel() and then passing it to the API by casting to CUfunction."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::Library lib;
  cudasem::library::load_driver_library(lib, cudasem::modules::ptx().data);
  CUkernel kernel = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuLibraryGetKernel(&kernel, lib, cudasem::modules::kAddOne));
  cudasem::DeviceMem mem;
  const CUdeviceptr p = cudasem::alloc_ints(mem, 64, 41);

  CUDASEM_ASSERT_CU_OK(cudasem::launch_add_one(reinterpret_cast<CUfunction>(kernel), p, 64));

  CUDASEM_EXPECT_EQ_NAMED("add_one.ints_incremented", cudasem::count_equal(cudasem::read_ints(p, 64), 42), 64u);
}
