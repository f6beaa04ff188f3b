// SPDX-License-Identifier: Apache-2.0
// add_value(int* p, int n, int value) launched with its parameters packed into one buffer and
// passed through `extra` (CU_LAUNCH_PARAM_BUFFER_POINTER / SIZE / END): the first n elements get
// value added, the rest stay.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverLaunchKernel, ExtraParameterBuffer,
    {
        .api = {"cuLaunchKernel"},
        .cite = {.doc = "DRV",
            .section = "cuLaunchKernel",
            .quote =
                "Kernel parameters can also be packaged by the application into a single buffer that is passed in via the extra parameter."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  cudasem::DeviceMem mem;
  const CUdeviceptr p = cudasem::alloc_ints(mem, 64, 1);
  cudasem::driver_api::AddValueArgs args{p, 48, 100};
  std::size_t size = sizeof args;
  void* extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &args, CU_LAUNCH_PARAM_BUFFER_SIZE, &size, CU_LAUNCH_PARAM_END};

  CUDASEM_ASSERT_CU_OK(
      drv.cuLaunchKernel(loaded.function(cudasem::modules::kAddValue), 1, 1, 1, 64, 1, 1, 0, nullptr, nullptr, extra));

  const std::vector<int> got = cudasem::read_ints(p, 64);
  std::size_t added = 0, kept = 0;
  for (int i = 0; i < 64; ++i) (i < 48 ? added : kept) += got[i] == (i < 48 ? 101 : 1);
  CUDASEM_EXPECT_EQ_NAMED("elements.value_added", added, 48u);
  CUDASEM_EXPECT_EQ_NAMED("elements.beyond_n_kept", kept, 16u);
}
