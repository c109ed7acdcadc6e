// The async boundary Module Federation needs: shared singletons resolve before any app code runs.
import('./bootstrap');
