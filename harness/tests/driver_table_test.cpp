// SPDX-License-Identifier: Apache-2.0
// The driver table (cudasem/driver.h) against a driver library older than the toolkit: ctest runs
// this with CUDASEM_LIBCUDA naming a stub libcuda.so.1 that lacks cuLogsCurrent (tests/CMakeLists.txt).
#include "cudasem/driver.h"

#include <dlfcn.h>
#include <gtest/gtest-spi.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

namespace {

TEST(DriverTable, LoadsWithoutAFunctionTheDriverLacks) {
  ASSERT_NE(std::getenv("CUDASEM_LIBCUDA"), nullptr) << "run through ctest (cudasem.selftest.driver_table)";
  std::string why;
  const cudasem::Driver* d = cudasem::load_driver(&why);
  ASSERT_NE(d, nullptr) << why;
  int version = 0;
  EXPECT_EQ(d->cuDriverGetVersion(&version), CUDA_SUCCESS);
  EXPECT_EQ(version, 13000);  // the stub's
}

TEST(DriverTable, ANameLoadsTheSymbolCudaHMapsItTo) {
  const cudasem::Driver& drv = cudasem::driver();
  Dl_info info{};
  ASSERT_NE(dladdr(reinterpret_cast<void*>(drv.cuCtxCreate), &info), 0);
  ASSERT_NE(info.dli_sname, nullptr);
  EXPECT_EQ(std::string(info.dli_sname), "cuCtxCreate_v4");  // cuda.h: #define cuCtxCreate cuCtxCreate_v4
  CUcontext c = nullptr;
  EXPECT_EQ(drv.cuCtxCreate(&c, nullptr, 0, 0), CUDA_ERROR_NOT_SUPPORTED);  // the stub's answer
}

CUresult missing_result = CUDA_SUCCESS;

TEST(DriverTable, CallingAFunctionTheDriverLacksIsAFailureNamingIt) {
  EXPECT_NONFATAL_FAILURE(missing_result = cudasem::driver().cuLogsCurrent(nullptr, 0), "lacks cuLogsCurrent");
  EXPECT_EQ(missing_result, CUDA_ERROR_NOT_FOUND);
}

}  // namespace
