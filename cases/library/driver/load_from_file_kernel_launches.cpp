// SPDX-License-Identifier: Apache-2.0
// cuLibraryLoadFromFile of the PTX written to a temporary file; its add_one kernel launches
// (CUkernel cast to CUfunction) and increments every element.
#include "cudasem/cudasem.h"
#include "../lib.h"

CUDASEM_CASE(CuLibraryLoadFromFile, KernelLaunches, {
    .api = {"cuLibraryLoadFromFile"},
    .cite = {.doc = "DRV", .section = "cuLibraryLoadFromFile",
             .quote = "The file should be a cubin file as output by nvcc, or a PTX file either as output by nvcc or handwritten, or a fatbin file as output by nvcc."},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  drvcase::PrimaryCurrent primary;
  const cudasem::modules::Image image = cudasem::modules::ptx();
  drvcase::TempFile file(image.data, image.size, ".ptx");
  drvcase::Library lib;

  CUDASEM_ASSERT_CU_OK(drv.cuLibraryLoadFromFile(lib.out(), file.path(), nullptr, nullptr, 0, nullptr, nullptr, 0));

  CUkernel kernel = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuLibraryGetKernel(&kernel, lib, cudasem::modules::kAddOne));
  drvcase::DeviceMem mem;
  const CUdeviceptr p = drvcase::alloc_ints(mem, 64, 41);
  CUDASEM_ASSERT_CU_OK(drvcase::launch_add_one(reinterpret_cast<CUfunction>(kernel), p, 64));
  EXPECT_EQ(drvcase::count_equal(drvcase::read_ints(p, 64), 42), 64u);
}
