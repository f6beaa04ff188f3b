// SPDX-License-Identifier: Apache-2.0
// cuModuleLoadDataEx of the PTX with JIT options (info and error log buffers, optimization
// level 3), then add_one launched with cuLaunchKernel: every element is incremented.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverModuleLoad, LoadDataExWithJitOptionsLaunches,
    {
        .api = {"cuModuleLoadDataEx"},
        .cite = {.doc = "DRV",
            .section = "cuModuleLoadDataEx",
            .quote = "Takes a pointer image and loads the corresponding module module into the current context."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  const cudasem::modules::Image image = cudasem::modules::ptx();
  char info[4096] = {0};
  char errors[4096] = {0};
  CUjit_option options[] = {CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES, CU_JIT_ERROR_LOG_BUFFER,
      CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_OPTIMIZATION_LEVEL};
  void* values[] = {info, reinterpret_cast<void*>(std::uintptr_t{sizeof info}), errors,
      reinterpret_cast<void*>(std::uintptr_t{sizeof errors}), reinterpret_cast<void*>(std::uintptr_t{3})};
  cudasem::Module mod;

  CUDASEM_ASSERT_CU_OK(drv.cuModuleLoadDataEx(mod.out(), image.data, 5, options, values)) << errors;
  cudasem::environment("jit_info_log", std::string(info));

  CUfunction f = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuModuleGetFunction(&f, mod, cudasem::modules::kAddOne));
  cudasem::DeviceMem mem;
  const CUdeviceptr p = cudasem::alloc_ints(mem, 64, 41);
  CUDASEM_ASSERT_CU_OK(cudasem::launch_add_one(f, p, 64));
  CUDASEM_EXPECT_EQ_NAMED("elements.incremented", cudasem::count_equal(cudasem::read_ints(p, 64), 42), 64u);
}
