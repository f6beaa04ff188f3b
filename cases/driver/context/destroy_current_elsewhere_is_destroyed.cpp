// SPDX-License-Identifier: Apache-2.0
// A context is current to a second host thread when this thread destroys it; that thread's next
// use of it (cuCtxSynchronize) returns CUDA_ERROR_CONTEXT_IS_DESTROYED.
#include "../driver.h"
#include "cudasem/cudasem.h"

#include <condition_variable>
#include <mutex>

CUDASEM_CASE(DriverCtxDestroy, CurrentElsewhereIsDestroyed,
    {
        .api = {"cuCtxDestroy"},
        .cite = {.doc = "DRV",
            .section = "cuCtxDestroy",
            .quote =
                "If ctx is current to other threads, then ctx will remain current to those threads, and attempting to access ctx from those threads will result in the error CUDA_ERROR_CONTEXT_IS_DESTROYED."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  CUcontext ctx = cudasem::create_context();
  CUDASEM_ASSERT_TRUE_NAMED("context.created", ctx != nullptr);
  std::mutex mu;
  std::condition_variable cv;
  int step = 0;  // 1: the other thread made ctx current; 2: ctx destroyed
  CUresult bind = CUDA_ERROR_UNKNOWN, sync_in_other_thread = CUDA_ERROR_UNKNOWN;
  CUcontext still_current = nullptr;
  std::thread other([&] {
    bind = drv.cuCtxSetCurrent(ctx);
    {
      std::lock_guard<std::mutex> lock(mu);
      step = 1;
    }
    cv.notify_all();
    std::unique_lock<std::mutex> lock(mu);
    cv.wait_for(lock, std::chrono::seconds(20), [&] { return step == 2; });
    drv.cuCtxGetCurrent(&still_current);
    sync_in_other_thread = drv.cuCtxSynchronize();
  });
  {
    std::unique_lock<std::mutex> lock(mu);
    cv.wait_for(lock, std::chrono::seconds(20), [&] { return step == 1; });
  }

  CUresult destroyed = drv.cuCtxDestroy(ctx);
  {
    std::lock_guard<std::mutex> lock(mu);
    step = 2;
  }
  cv.notify_all();
  other.join();

  CUDASEM_ASSERT_CU_OK_OF(cuCtxSetCurrent, bind);
  CUDASEM_ASSERT_CU_OK_OF(cuCtxDestroy, destroyed);
  cudasem::observe("still_current_in_other_thread", still_current == ctx);
  CUDASEM_EXPECT_CU_ERROR_OF(cuCtxSynchronize, sync_in_other_thread, CUDA_ERROR_CONTEXT_IS_DESTROYED);
}
