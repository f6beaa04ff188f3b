// SPDX-License-Identifier: Apache-2.0
// cuLibraryLoadFromFile of the PTX written to a temporary file (a PTX file is among the files the
// text names) loads the library: its add_one kernel launches (CUkernel cast to CUfunction) and
// increments every element.
#include "cudasem/cudasem.h"
#include "../library.h"

CUDASEM_CASE(CuLibraryLoadFromFile, KernelLaunches,
    {
        .api = {"cuLibraryLoadFromFile"},
        .cite = {.doc = "DRV",
            .section = "cuLibraryLoadFromFile",
            .quote = "Load a library with specified file and options"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  const cudasem::modules::Image image = cudasem::modules::ptx();
  cudasem::TempFile file(image.data, image.size, ".ptx");
  cudasem::Library lib;

  CUDASEM_ASSERT_CU_OK(drv.cuLibraryLoadFromFile(lib.out(), file.path(), nullptr, nullptr, 0, nullptr, nullptr, 0));

  CUkernel kernel = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuLibraryGetKernel(&kernel, lib, cudasem::modules::kAddOne));
  cudasem::DeviceMem mem;
  const CUdeviceptr p = cudasem::alloc_ints(mem, 64, 41);
  CUDASEM_ASSERT_CU_OK(cudasem::launch_add_one(reinterpret_cast<CUfunction>(kernel), p, 64));
  CUDASEM_EXPECT_EQ_NAMED("add_one.ints_incremented", cudasem::count_equal(cudasem::read_ints(p, 64), 42), 64u);
}
